# Updates of GenDesk and of the model catalogue: the bar, About and the Settings section.

## Über

update-about = Über GenDesk
update-about-tagline = Ein Desktop-Client für den Asynchronous Generation Service.
update-about-distribution = Dieser Build wurde für ein Distributionspaket erstellt: GenDesk aktualisiert sich nicht selbst; neue Versionen bringt die Paketverwaltung.
update-about-automatic = GenDesk sucht beim Start nach einer neuen Version, höchstens einmal am Tag (Einstellungen › Updates).
update-about-manual = Die automatische Suche nach Updates ist aus (Einstellungen › Updates).
update-about-feed = Update-Feed: { $url }
update-about-data-folder = Datenordner öffnen
update-about-settings-folder = Einstellungsordner öffnen
# The About window's facts (about.rs); $commit is a code, $day the build's day (YYYY-MM-DD).
update-about-build = Build
update-about-build-value = Commit { $commit }, { $day }
update-about-renderer = Renderer
update-about-system = System
update-about-data = Datenordner
update-about-copy = Diese Angaben kopieren
    .hint = Für einen Fehlerbericht: Version, Commit, Renderer, System und Datenordner
update-about-copied = Die Angaben zu diesem GenDesk wurden kopiert.
update-about-licences = Lizenzen von Drittanbietern

## Die Hinweisleiste

update-failed = GenDesk { $version } konnte nicht installiert werden:
update-try-again = Erneut versuchen
update-later = Später
    .hint = Bis zum nächsten Start von GenDesk ausblenden
update-available = GenDesk { $version } ist verfügbar (dies ist { $running }).
update-required = Diese Version ist zu alt, um sie weiter mit dem Dienst zu nutzen.
update-update = Aktualisieren
    .hint = Herunterladen, prüfen und installieren
update-download = Herunterladen
update-skip = Diese Version überspringen
    .hint = Zu dieser Version nichts mehr melden
update-notes-show = Neuerungen
update-notes-hide = Neuerungen ausblenden
update-downloading = GenDesk { $version } wird heruntergeladen: { $done }
update-downloading-of = GenDesk { $version } wird heruntergeladen: { $done } von { $total }
update-cancel = Abbrechen
update-installed = GenDesk { $version } ist installiert. Starten Sie GenDesk neu, um es zu verwenden.
update-restart = Jetzt neu starten
update-installer-running = Das Installationsprogramm von GenDesk { $version } läuft; GenDesk schließt sich und startet neu, wenn es fertig ist.
update-downloaded = GenDesk { $version } ist heruntergeladen und geprüft.
update-open-package = Paket öffnen
update-show-in-folder = Im Ordner zeigen

## Einstellungen → Updates

update-settings = Updates
update-settings-distribution = GenDesk { $version } wurde für ein Distributionspaket erstellt: Neue Versionen bringt dessen Paketverwaltung.
update-settings-broken = Die Update-Einstellungen lassen sich erst ändern, wenn dies behoben ist: { $error }
update-settings-reading = Update-Einstellungen werden gelesen…
update-automatic = Beim Start von GenDesk nach einer neuen Version suchen (höchstens einmal am Tag)
    .hint = Ein einfacher Download des Update-Feeds des Projekts: Nichts über Sie oder diesen Computer wird gesendet
update-feed = Feed
    .hint = Leer: der Feed des Projekts. Eine Organisation kann ihren eigenen Spiegel davon nutzen.
update-check-now = Jetzt suchen
update-checking = Suche läuft…
update-this-is = Dies ist GenDesk { $version }.
update-never-checked = Noch nicht gesucht.
update-checked-now = Zuletzt gerade eben gesucht.
update-checked-minutes = { $count ->
        [one] Zuletzt vor { $count } Minute gesucht.
       *[other] Zuletzt vor { $count } Minuten gesucht.
    }
update-checked-hours = { $count ->
        [one] Zuletzt vor { $count } Stunde gesucht.
       *[other] Zuletzt vor { $count } Stunden gesucht.
    }
update-checked-days = { $count ->
        [one] Zuletzt vor { $count } Tag gesucht.
       *[other] Zuletzt vor { $count } Tagen gesucht.
    }

## Hinweise

update-not-saved = Die Update-Einstellungen wurden nicht gespeichert: { $error }
update-check-failed = Die Suche ist fehlgeschlagen: { $error }
update-up-to-date = GenDesk { $version } ist aktuell.
update-is-available = GenDesk { $version } ist verfügbar.
update-download-stopped = Der Download des Updates wurde angehalten; „Aktualisieren“ macht dort weiter, wo er stehen blieb.
update-catalogue = Der Modellkatalog wurde aktualisiert.
update-catalogue-one = Der Modellkatalog wurde aktualisiert: ein neues Modell, { $model }.
update-catalogue-many = Der Modellkatalog wurde aktualisiert: { $count } neue Modelle ({ $models }).

# The kinds of package an update feed offers (named in update errors).
update-kind-windows-installer = Windows-Installationsprogramm

update-kind-linux-tar-gz = Linux tar.gz

update-kind-deb = Debian-Paket (.deb)

update-kind-macos-dmg = macOS-Disk-Image (.dmg)
