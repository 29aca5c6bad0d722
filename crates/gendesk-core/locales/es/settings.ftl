# La ventana de ajustes.

settings-title = Ajustes
settings-appearance = Apariencia
settings-language = Idioma
settings-language-system = Sistema ({ $language })
settings-language-hint = Cambia todos los textos al instante; los números y las fechas siguen el idioma.
settings-theme = Tema
settings-theme-system = Sistema
settings-theme-light = Claro
settings-theme-dark = Oscuro
settings-notify = Avisarme cuando termine un trabajo mientras GenDesk está en segundo plano
settings-notify-explained = Un aviso por cada tarea, lote o descarga que pediste; un lote se anuncia una sola vez, al terminar.
