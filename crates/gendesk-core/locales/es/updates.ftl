# Updates of GenDesk and of the model catalogue: the bar, About and the Settings section.

## Acerca de

update-about = Acerca de GenDesk
update-about-tagline = Un cliente de escritorio para el Asynchronous Generation Service.
update-about-distribution = Esta compilación se hizo para un paquete de distribución: GenDesk no se actualiza solo; el gestor de paquetes trae las nuevas versiones.
update-about-automatic = GenDesk busca una nueva versión al iniciarse, como mucho una vez al día (Ajustes › Actualizaciones).
update-about-manual = La búsqueda automática de actualizaciones está desactivada (Ajustes › Actualizaciones).
update-about-feed = Fuente de actualizaciones: { $url }
update-about-data-folder = Abrir la carpeta de datos
update-about-settings-folder = Abrir la carpeta de ajustes
# The About window's facts (about.rs); $commit is a code, $day the build's day (YYYY-MM-DD).
update-about-build = Compilación
update-about-build-value = commit { $commit }, { $day }
update-about-renderer = Renderizador
update-about-system = Sistema
update-about-data = Carpeta de datos
update-about-copy = Copiar estos datos
    .hint = Para informar de un error: versión, commit, renderizador, sistema y carpeta de datos
update-about-copied = Se copiaron los datos de este GenDesk.
update-about-licences = Licencias de terceros

## La barra de aviso

update-failed = No se pudo instalar GenDesk { $version }:
update-try-again = Reintentar
update-later = Más tarde
    .hint = Ocultar esto hasta que GenDesk se vuelva a iniciar
update-available = GenDesk { $version } está disponible (esta es la { $running }).
update-required = Esta versión es demasiado antigua para seguir usándola con el servicio.
update-update = Actualizar
    .hint = Descargarla, comprobarla e instalarla
update-download = Descargar
update-skip = Omitir esta versión
    .hint = No volver a avisar de esta versión
update-notes-show = Novedades
update-notes-hide = Ocultar novedades
update-downloading = Descargando GenDesk { $version }: { $done }
update-downloading-of = Descargando GenDesk { $version }: { $done } de { $total }
update-cancel = Cancelar
update-installed = GenDesk { $version } está instalado. Reinicia GenDesk para usarlo.
update-restart = Reiniciar ahora
update-installer-running = El instalador de GenDesk { $version } se está ejecutando; GenDesk se cierra y vuelve a iniciarse cuando termina.
update-downloaded = GenDesk { $version } se ha descargado y verificado.
update-open-package = Abrir el paquete
update-show-in-folder = Mostrar en la carpeta

## Ajustes → Actualizaciones

update-settings = Actualizaciones
update-settings-distribution = GenDesk { $version } se compiló para un paquete de distribución: su gestor de paquetes trae las nuevas versiones.
update-settings-broken = Los ajustes de actualización no se pueden cambiar hasta que se corrija esto: { $error }
update-settings-reading = Leyendo los ajustes de actualización…
update-automatic = Buscar una nueva versión al iniciar GenDesk (como mucho una vez al día)
    .hint = Una simple descarga de la fuente de actualizaciones del proyecto: no se envía nada sobre ti ni sobre este equipo
update-feed = Fuente
    .hint = Vacía: la fuente del proyecto. Una organización puede usar su propia réplica.
update-check-now = Buscar ahora
update-checking = Buscando…
update-this-is = Esta es la versión { $version } de GenDesk.
update-never-checked = Aún no se ha comprobado.
update-checked-now = Comprobado hace un momento.
update-checked-minutes = { $count ->
        [one] Comprobado hace { $count } minuto.
       *[other] Comprobado hace { $count } minutos.
    }
update-checked-hours = { $count ->
        [one] Comprobado hace { $count } hora.
       *[other] Comprobado hace { $count } horas.
    }
update-checked-days = { $count ->
        [one] Comprobado hace { $count } día.
       *[other] Comprobado hace { $count } días.
    }

## Avisos

update-not-saved = Los ajustes de actualización no se guardaron: { $error }
update-check-failed = La comprobación falló: { $error }
update-up-to-date = GenDesk { $version } está al día.
update-is-available = GenDesk { $version } está disponible.
update-download-stopped = La descarga de la actualización se detuvo; Actualizar la continúa donde se quedó.
update-catalogue = Se actualizó el catálogo de modelos.
update-catalogue-one = Se actualizó el catálogo de modelos: un modelo nuevo, { $model }.
update-catalogue-many = Se actualizó el catálogo de modelos: { $count } modelos nuevos ({ $models }).

# The kinds of package an update feed offers (named in update errors).
update-kind-windows-installer = instalador de Windows

update-kind-linux-tar-gz = Linux tar.gz

update-kind-deb = paquete Debian (.deb)

update-kind-macos-dmg = imagen de disco de macOS (.dmg)
