# A janela de configurações.

settings-title = Configurações
settings-appearance = Aparência
settings-language = Idioma
settings-language-system = Sistema ({ $language })
settings-language-hint = Muda todos os textos na hora; números e datas seguem o idioma.
settings-theme = Tema
settings-theme-system = Sistema
settings-theme-light = Claro
settings-theme-dark = Escuro
settings-notify = Avisar quando um trabalho terminar enquanto o GenDesk estiver em segundo plano
settings-notify-explained = Um aviso para cada tarefa, lote ou download que você pediu; um lote é anunciado uma só vez, quando termina.
