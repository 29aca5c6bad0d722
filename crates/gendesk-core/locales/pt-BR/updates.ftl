# Updates of GenDesk and of the model catalogue: the bar, About and the Settings section.

## Sobre

update-about = Sobre o GenDesk
update-about-tagline = Um cliente desktop para o Asynchronous Generation Service.
update-about-distribution = Esta versão foi feita para um pacote de distribuição: o GenDesk não se atualiza sozinho; o gerenciador de pacotes traz as novas versões.
update-about-automatic = O GenDesk procura uma nova versão ao iniciar, no máximo uma vez por dia (Configurações › Atualizações).
update-about-manual = A verificação automática de atualizações está desligada (Configurações › Atualizações).
update-about-feed = Feed de atualizações: { $url }
update-about-data-folder = Abrir a pasta de dados
update-about-settings-folder = Abrir a pasta de configurações
# The About window's facts (about.rs); $commit is a code, $day the build's day (YYYY-MM-DD).
update-about-build = Build
update-about-build-value = commit { $commit }, { $day }
update-about-renderer = Renderizador
update-about-system = Sistema
update-about-data = Pasta de dados
update-about-copy = Copiar estas informações
    .hint = Para relatar um problema: versão, commit, renderizador, sistema e pasta de dados
update-about-copied = As informações deste GenDesk foram copiadas.
update-about-licences = Licenças de terceiros

## A barra de aviso

update-failed = Não foi possível instalar o GenDesk { $version }:
update-try-again = Tentar de novo
update-later = Mais tarde
    .hint = Ocultar até o GenDesk iniciar de novo
update-available = O GenDesk { $version } está disponível (esta é a { $running }).
update-required = Esta versão é antiga demais para continuar sendo usada com o serviço.
update-update = Atualizar
    .hint = Baixar, verificar e instalar
update-download = Baixar
update-skip = Pular esta versão
    .hint = Não avisar mais sobre esta versão
update-notes-show = Novidades
update-notes-hide = Ocultar novidades
update-downloading = Baixando o GenDesk { $version }: { $done }
update-downloading-of = Baixando o GenDesk { $version }: { $done } de { $total }
update-cancel = Cancelar
update-installed = O GenDesk { $version } está instalado. Reinicie o GenDesk para usá-lo.
update-restart = Reiniciar agora
update-installer-running = O instalador do GenDesk { $version } está em execução; o GenDesk fecha e inicia de novo quando ele terminar.
update-downloaded = O GenDesk { $version } foi baixado e verificado.
update-open-package = Abrir pacote
update-show-in-folder = Mostrar na pasta

## Configurações → Atualizações

update-settings = Atualizações
update-settings-distribution = O GenDesk { $version } foi compilado para um pacote de distribuição: o gerenciador de pacotes traz as novas versões.
update-settings-broken = As configurações de atualização não podem ser alteradas até que isto seja corrigido: { $error }
update-settings-reading = Lendo as configurações de atualização…
update-automatic = Procurar uma nova versão quando o GenDesk iniciar (no máximo uma vez por dia)
    .hint = Um simples download do feed de atualizações do projeto: nada sobre você ou este computador é enviado
update-feed = Feed
    .hint = Vazio: o feed do projeto. Uma organização pode usar um espelho próprio.
update-check-now = Verificar agora
update-checking = Verificando…
update-this-is = Esta é a versão { $version } do GenDesk.
update-never-checked = Ainda não verificado.
update-checked-now = Verificado agora mesmo.
update-checked-minutes = { $count ->
        [one] Verificado há { $count } minuto.
       *[other] Verificado há { $count } minutos.
    }
update-checked-hours = { $count ->
        [one] Verificado há { $count } hora.
       *[other] Verificado há { $count } horas.
    }
update-checked-days = { $count ->
        [one] Verificado há { $count } dia.
       *[other] Verificado há { $count } dias.
    }

## Avisos

update-not-saved = As configurações de atualização não foram salvas: { $error }
update-check-failed = A verificação falhou: { $error }
update-up-to-date = O GenDesk { $version } está atualizado.
update-is-available = O GenDesk { $version } está disponível.
update-download-stopped = O download da atualização foi interrompido; Atualizar continua de onde parou.
update-catalogue = O catálogo de modelos foi atualizado.
update-catalogue-one = O catálogo de modelos foi atualizado: um novo modelo, { $model }.
update-catalogue-many = O catálogo de modelos foi atualizado: { $count } novos modelos ({ $models }).

# The kinds of package an update feed offers (named in update errors).
update-kind-windows-installer = instalador do Windows

update-kind-linux-tar-gz = Linux tar.gz

update-kind-deb = pacote Debian (.deb)

update-kind-macos-dmg = imagem de disco do macOS (.dmg)
