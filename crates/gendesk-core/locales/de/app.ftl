# Die obere Leiste: Profile, Navigation, Guthaben, Einstellungen.

nav-compose = Erstellen
nav-activity = Aktivität
nav-gallery = Galerie
nav-batches = Stapel
nav-webhooks = Webhooks
nav-insights = Auswertung
nav-compare = Vergleich
top-settings = Einstellungen
top-profile = Profil
top-profile-none = Keins
top-explore-sandbox = Offline-Sandbox ausprobieren
top-add-profile = Profil hinzufügen…
top-remove-profile = Dieses Profil entfernen
    .hint = Dieses Profil und seinen gespeicherten Schlüssel entfernen
top-sandbox-badge = Offline-Sandbox
    .hint = Ein Simulator auf diesem Computer: kein Netz, keine Kosten
top-opening = Wird geöffnet…
top-not-connected = Nicht verbunden
top-refresh = Aktualisieren
    .hint = Guthaben aktualisieren
top-balance = Guthaben: { $amount }
top-balance-unknown = Guthaben: —
top-balance-not-a-number = Der Dienst hat ein Guthaben gemeldet, das keine Zahl ist. Aktualisieren Sie es; bleibt es unbekannt, prüfen Sie Ihr Konto auf der Website des Dienstes.
top-balance-below-zero = Ihr Guthaben liegt unter null: Laden Sie Ihr Konto auf, bevor Sie Aufgaben senden.
remove-profile-title = Dieses Profil entfernen?
remove-profile-sandbox = „{ $name }“ wird aus der Profilliste entfernt. Sein Aufgabenverlauf bleibt in der Datenbank; die Offline-Sandbox können Sie jederzeit über das Menü „Profil“ wieder ausprobieren.
remove-profile-remote = „{ $name }“ und sein gespeicherter API-Schlüssel werden von diesem Computer entfernt. Sein Aufgabenverlauf bleibt in der Datenbank. Ihr Konto beim Dienst bleibt unberührt.
remove-profile-confirm = Profil entfernen
remove-profile-keep = Behalten
money-unknown = unbekannt

keys-title = Tastenkürzel
keys-everywhere = Überall
keys-overview = Diese Liste ein- oder ausblenden
keys-go-to = Zu „{ $view }“ wechseln
keys-zoom = Oberfläche vergrößern oder verkleinern
keys-zoom-reset = Oberfläche zurück auf 100 %
keys-focus = Nächstes oder vorheriges Element (das fokussierte ist umrandet)
keys-press = Fokussierte Schaltfläche drücken, fokussiertes Kästchen umschalten
keys-escape = Oberstes Fenster oder Feld schließen
keys-submit = Aufgabe senden
keys-recent-prompts = Durch die letzten Prompts gehen (in ihrer Liste), Eingabe übernimmt einen ins Formular
keys-viewing = Ergebnisse, Bilder und Player
keys-previous-next = Vorheriges oder nächstes Ergebnis im Bildbetrachter
keys-play-pause = Fokussierten Player abspielen oder anhalten

settings-reading-size = Text von Prompts und Ergebnissen
    .hint = Die Größe von Prompts im Formular und überall, wo eine Aufgabe ihren Prompt oder ein Textergebnis zeigt; zusätzlich zur Oberflächengröße

top-window-title = { $view } — GenDesk

thumb-picture = Vorschau des Bildes
thumb-video = Das erste Bild des Videos
thumb-sound = Die Wellenform des Tons

# No way of drawing the window started; $tried lists what was tried ("wgpu on Vulkan, wgpu on OpenGL"). No full stop: one is added.
app-no-renderer = GenDesk konnte sein Fenster nicht öffnen: Keine der Zeichenmethoden ließ sich auf diesem Computer starten (versucht: { $tried }). Meist hilft es, den Grafiktreiber zu aktualisieren; in einer virtuellen Maschine oder über Remotedesktop schalten Sie deren 3D-Beschleunigung ein

# Shown once at the start after GenDesk crashed (crash_notice.rs). $count is how many reports were found.
crash-title = GenDesk wurde unerwartet beendet

crash-saved = Ein Bericht über den Vorfall wurde gespeichert. Er enthält keine Schlüssel oder Geheimnisse: Hängen Sie ihn an, wenn Sie das Problem melden. Ihre Aufgaben und Downloads bleiben erhalten und laufen jetzt weiter.

crash-more =
    { $count ->
        [one] { $count } Bericht seit dem letzten Start; der neueste:
       *[other] { $count } Berichte seit dem letzten Start; der neueste:
    }

crash-open-report = Bericht öffnen

crash-show-in-folder = Im Ordner zeigen

crash-close = Schließen

# The Help menu at the right of the top bar (help_menu.rs).
help-menu = Hilfe
help-shortcuts = Tastenkürzel
    .hint = Alle Tastenkürzel des Fensters (F1)
help-about = Über GenDesk
help-diagnostics = Diagnose exportieren…
    .hint = Eine ZIP-Datei für einen Fehlerbericht: Protokolle, Absturzberichte, Einstellungen und Zahlen des Verlaufs, ohne Schlüssel, Passwörter und Ergebnis-Links
help-diagnostics-prompts = Meine letzten Prompts einschließen
    .hint = Fügt der Diagnose Modell, Status und Prompt der letzten 50 Aufgaben hinzu
help-diagnostics-dialog = Diagnose exportieren
help-diagnostics-instead = führen Sie stattdessen `gendesk diagnostics FILE.zip` in einem Terminal aus
help-diagnostics-nothing = Es wurde keine Diagnose exportiert.
help-data-folder = Datenordner öffnen
help-log = Protokoll öffnen
help-crash-reports = Absturzberichte öffnen
help-detailed-log = Ausführliches Protokoll bis zum Neustart von GenDesk
    .hint = Schreibt viel mehr ins Protokoll, um Fehlern auf die Spur zu kommen; beim nächsten Start wieder normal

# Help → User guide and Report a problem (help_menu.rs, help_links.rs). The body fills the issue form.
help-guide = Benutzerhandbuch
    .hint = Das mit GenDesk installierte Handbuch oder das im Netz
help-report = Problem melden…
    .hint = Öffnet das Fehlerformular des Projekts mit Version und System dieses GenDesk; hängen Sie die Datei aus „Diagnose exportieren…“ an
help-report-opened = Das Fehlerformular wurde im Browser geöffnet.
help-report-body =
    Was ist passiert, und was haben Sie erwartet?


    Hängen Sie wenn möglich die Datei aus Hilfe → Diagnose exportieren… an (sie enthält keinen Schlüssel und kein Geheimnis).

## A portable GenDesk's first page (unlock.rs, app/unlock_actions.rs). $folder is the data folder beside GenDesk.
unlock-title = Portables GenDesk
unlock-intro-existing = Dieses GenDesk bewahrt alles neben sich auf, in { $folder }. Auch seine Schlüssel liegen dort, verschlüsselt: Geben Sie ihre Passphrase ein, um sie zu öffnen.
unlock-intro-new = Dieses GenDesk bewahrt alles neben sich auf, in { $folder }, sodass der ganze Ordner auf einen anderen Computer umziehen kann. Wählen Sie eine Passphrase, mit der die Schlüssel verschlüsselt werden, die Sie hinzufügen; GenDesk fragt bei jedem Start danach.
unlock-passphrase = Passphrase
unlock-again = Wiederholen
unlock-open = Öffnen
unlock-create = Schlüssel mit dieser Passphrase verschlüsseln
unlock-opening = Schlüssel werden geöffnet…
unlock-differs = Die beiden Passphrasen unterscheiden sich.
unlock-keyring = Schlüssel stattdessen im Schlüsselbund dieses Computers aufbewahren
    .hint = Sie bleiben dann auf diesem Computer, wenn der Ordner umzieht; die Markierungsdatei portable merkt sich die Wahl
unlock-without = Ohne Schlüssel fortfahren
    .hint = Die Offline-Sandbox funktioniert; jetzt eingegebene Schlüssel bleiben, bis GenDesk geschlossen wird
unlock-forgot = Passphrase vergessen? Entfernen Sie keys.age und keys.identity.age aus dem Datenordner, um ohne die Schlüssel neu zu beginnen; Verlauf und Einstellungen bleiben.
unlock-session-reason = die portablen Schlüssel neben GenDesk wurden in dieser Sitzung nicht geöffnet
