# La fenêtre des réglages.

settings-title = Réglages
settings-appearance = Apparence
settings-language = Langue
settings-language-system = Système ({ $language })
settings-language-hint = Change tous les textes aussitôt ; les nombres et les dates suivent la langue.
settings-theme = Thème
settings-theme-system = Système
settings-theme-light = Clair
settings-theme-dark = Sombre
settings-notify = Me prévenir quand un travail se termine pendant que GenDesk est en arrière-plan
settings-notify-explained = Une notification par tâche, lot ou téléchargement demandé ; un lot est annoncé une seule fois, à la fin.
