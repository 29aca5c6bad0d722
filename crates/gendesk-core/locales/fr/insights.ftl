# La vue Statistiques : dépenses, chiffres par modèle, chiffres des lots, filtres.

insights-title = Statistiques
insights-export = Exporter…
insights-working = Calcul des chiffres…
insights-reader-stopped = Le lecteur de Statistiques s’est arrêté. Rouvrez le profil pour le relancer.
insights-reader-not-started = Statistiques n’a pas pu démarrer son lecteur ({ $reason }). Fermez quelques programmes et rouvrez le profil.
insights-read-failed = Les chiffres n’ont pas pu être lus : { $reason }.

insights-filter-period = Période
insights-period-today = Aujourd’hui
insights-period-week = 7 derniers jours
insights-period-month = 30 derniers jours
insights-period-all = Depuis le début
insights-period-range = Dates…
insights-filter-from = du
insights-filter-to = au
insights-bad-dates = Ces dates ne sont pas utilisables : { $reason }.
insights-filter-profiles = Profils
insights-profile-this = Ce profil
insights-profile-every = Tous les profils
insights-filter-kind = Type
insights-kind-any = Tous les types
insights-kind-image = image
insights-kind-video = vidéo
insights-kind-audio = audio
insights-filter-model = Modèle
insights-model-any = Tous les modèles
insights-clear-filters = Effacer les filtres

insights-card-spent = Dépensé
insights-card-unpriced = { $count ->
    [one] + { $count } tâche sans prix
   *[other] + { $count } tâches sans prix
}
insights-card-tasks = Tâches
insights-card-outcomes = { $succeeded } réussies · { $failed } échouées
insights-card-success-rate = Taux de réussite
insights-card-median = Traitement (médiane)
insights-card-p90 = p90 { $time }
insights-card-balance = Solde
insights-nothing-spent = rien dépensé sur cette période

insights-section-spend = Dépenses dans le temps
insights-spend-none = Rien n’a été dépensé à un prix connu sur cette période.
insights-spend-axis = dépensé
insights-balance-axis = solde
insights-balance-one = Un seul solde sur cette période ({ $amount }) ; la courbe en demande deux. Actualisez le solde depuis la barre du haut après quelques tâches pour la tracer.
insights-balance-none = Aucun solde n’a été communiqué sur cette période.
insights-runway = Solde { $balance } · environ { $per_day } dépensés par jour · { $lasts }
insights-runway-idle = Solde { $balance } · rien dépensé sur cette période
insights-lasts-under-a-day = épuisé en moins d’un jour à ce rythme
insights-lasts-over-ten-years = dure plus de dix ans à ce rythme
insights-lasts-days = { $count ->
    [one] dure environ { $count } jour à ce rythme
   *[other] dure environ { $count } jours à ce rythme
}

insights-section-models = Par modèle
insights-sort-hint = Trier selon cette colonne ; encore une fois pour inverser
insights-model-column-model = Modèle
insights-model-column-tasks = Tâches
insights-model-column-succeeded = Réussies
insights-model-column-fail-codes = Codes d’échec
insights-model-column-median = Temps médian
insights-model-column-p90 = p90
insights-model-column-longest = Le plus long
insights-model-column-queue = File (médiane)
    .hint = Attente auprès du service avant le début du traitement
insights-model-column-to-file = Jusqu’au fichier (médiane)
    .hint = De l’envoi au premier résultat enregistré sur cet ordinateur, pour les tâches que GenDesk a téléchargées
insights-model-column-spent = Dépensé
insights-model-column-per-success = Par réussite
insights-model-show-tasks = Afficher ces tâches dans Activité
insights-model-all = Tous les modèles
insights-model-succeeded = { $count } ({ $percent } %)
insights-model-no-fail-codes = aucun
insights-fail-code-about = { $category } : { $meaning }
insights-fail-code-unknown = Un code que GenDesk ne connaît pas.
insights-fail-code-click =
    { $about }
    Cliquez pour afficher les tâches échouées dans Activité.
insights-amount-unpriced = { $amount } + { $count } sans prix
insights-model-spent-measured = { $count ->
    [one] Estimé d’après les prix connus de GenDesk. Mesuré par le solde pour { $count } tâche : { $amount }.
   *[other] Estimé d’après les prix connus de GenDesk. Mesuré par le solde pour { $count } tâches : { $amount }.
}
insights-model-spent-estimated = Estimé d’après les prix que GenDesk connaissait à l’envoi des tâches ; les tâches échouées sont remboursées et non comptées.
insights-times-none = Aucune tâche de cette période n’a encore de temps de traitement.
insights-times-bar = { $model } : médiane { $median }, p90 { $p90 }, le plus long { $longest }
insights-times-axis = temps de traitement médian, en secondes
insights-times-chart = temps de traitement médian

insights-section-batches = Lots et séries
insights-batches-none = Aucun lot sur cette période.
insights-batch-column-batch = Lot
insights-batch-column-model = Modèle
insights-batch-column-sent = Envoyé
insights-batch-column-items = Éléments
insights-batch-column-estimate = Estimation
insights-batch-column-accepted = Coût accepté
insights-batch-column-spent = Dépensé
insights-batch-column-outcome = Issue
insights-batch-column-rate = Éléments/min
insights-batch-column-times = File · traitement (médiane)
insights-batch-run = Série de { $count } lots
insights-batch-open = Ouvrir ce lot dans Lots
insights-batches-show-all = Afficher les { $count } lignes
insights-batch-items = { $sent } envoyés, { $accepted } acceptés
insights-batch-spent-hint = L’estimation des éléments acceptés, moins les tâches échouées (remboursées).
insights-batch-outcome = { $succeeded } réussies, { $failed } échouées
insights-footnote = Les coûts sont des estimations de GenDesk d’après les prix qu’il connaissait à l’envoi de chaque tâche ; les tâches échouées sont remboursées et non comptées. Calculé en { $milliseconds } ms.

insights-empty-title = Rien à compter pour l’instant
insights-empty-text = Statistiques compte les tâches et les lots envoyés par GenDesk, leur coût et leur durée, d’après l’historique propre à cet ordinateur. Rien n’a été envoyé sur la période et avec les filtres choisis.
insights-empty-balance = Votre solde : { $amount }.
insights-show-all-time = Tout afficher depuis le début
insights-go-compose = Aller à Créer

insights-report-none = Aucune tâche sur cette période.
insights-report-column-model = Modèle
insights-report-column-tasks = Tâches
insights-report-column-ok = OK
insights-report-column-failed = Échouées
insights-report-column-p50 = p50
insights-report-column-p90 = p90
insights-report-column-max = max
insights-report-column-spent = Dépensé
insights-report-column-measured = Mesuré
insights-report-total = Total
insights-report-measured = { $count ->
    [one] { $amount } ({ $count } tâche)
   *[other] { $amount } ({ $count } tâches)
}
insights-report-failures = Échecs :
insights-report-note = Les temps sont les temps de traitement des tâches réussies ; Dépensé repose sur les prix que GenDesk connaissait à l’envoi (les tâches échouées sont remboursées et non comptées) ; Mesuré est la baisse du solde autour des tâches envoyées seules.
insights-report-balance = { $count ->
    [one] Solde : { $first } ({ $first_time }) → { $last } ({ $last_time }), { $count } réponse
   *[other] Solde : { $first } ({ $first_time }) → { $last } ({ $last_time }), { $count } réponses
}
insights-report-balance-none = Solde : aucune réponse sur cette période.

insights-export-models-csv = Tableau par modèle (CSV)

insights-export-spend-csv = Dépenses dans le temps (CSV)

insights-export-balance-csv = Solde dans le temps (CSV)

insights-export-batches-csv = Lots (CSV)

insights-export-all-json = Tout (JSON)

# The batches table's name for a screen reader.
insights-batches-table-name = Lots

# The per-model table's name for a screen reader.
insights-models-table-name = Modèles

# A week's bar in the spend chart: $day is its first day ("23 Nov").
insights-week-of = semaine du { $day }
