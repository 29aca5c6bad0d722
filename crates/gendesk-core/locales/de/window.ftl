# The window around the views: first start, connecting a profile, notices, the offline bar, status.

window-welcome-title = Willkommen bei GenDesk
window-welcome-intro = Erzeugen Sie Bilder, Videos und Musik mit KI-Modellen, verfolgen Sie Ihre Aufgaben live und behalten Sie die Ergebnisse.
window-welcome-sandbox-title = Ohne Konto ausprobieren
window-welcome-sandbox-text = Die Offline-Sandbox simuliert den ganzen Dienst auf diesem Computer: Demo-Modelle, ein Demo-Guthaben von 25 $, echte Ergebnisdateien. Nichts verlässt Ihren Rechner, und nichts wird berechnet.
window-welcome-sandbox-explore = Offline-Sandbox ausprobieren
window-welcome-sandbox-starting = Sandbox wird gestartet…
window-welcome-account-title = Eigenes Konto verwenden
window-welcome-account-text = Verbinden Sie sich mit der Adresse des Dienstes und Ihrem API-Schlüssel. Der Schlüssel wird zuerst geprüft und dann im Schlüsselbund des Systems gespeichert, nie in einer Datei.
window-welcome-connect = Mit dem Dienst verbinden

window-connect-name = Profilname
    .hint = z. B. Arbeit
window-connect-base-url = Basis-URL
window-connect-key = API-Schlüssel
    .hint = wird im Schlüsselbund des Systems gespeichert
window-connect-verify = Prüfen und speichern
    .hint = Geben Sie Namen, Adresse und Schlüssel ein
window-connect-cancel = Abbrechen
window-connect-checking = Schlüssel wird beim Dienst geprüft…
window-connect-keyring-failed = Der Schlüssel funktioniert, konnte aber nicht im Schlüsselbund des Systems gespeichert werden:
window-connect-keyring-session = Sie können ihn trotzdem jetzt verwenden; GenDesk vergisst ihn beim Beenden, und Sie geben ihn beim nächsten Mal erneut ein.
window-connect-session-only = Nur für diese Sitzung verwenden

window-offline-since = Offline seit { $since }
window-offline-text = GenDesk erreicht den Dienst nicht. Statusabfragen und Downloads warten und laufen von selbst weiter, sobald er antwortet; nichts geht verloren oder wird doppelt gesendet. Hält es an, prüfen Sie die Verbindung dieses Computers und die Einstellungen unter „Netzwerk“.

window-engine-worker-failed = GenDesk konnte seinen Hintergrundprozess nicht starten ({ $error }). Schließen Sie einige Programme und versuchen Sie es erneut.
window-engine-busy = GenDesk ist noch mit früheren Anfragen beschäftigt; versuchen Sie es gleich noch einmal.
window-engine-still-opening = Das Profil „{ $profile }“ wird noch geöffnet; versuchen Sie es gleich noch einmal.
window-engine-no-profile = Öffnen Sie zuerst ein Profil.
window-engine-bad-address = Die Dienstadresse des Profils ist nicht verwendbar: { $error }. Entfernen Sie das Profil und fügen Sie es mit einer korrekten Adresse erneut hinzu.
window-engine-no-key = Für „{ $profile }“ ist kein API-Schlüssel gespeichert (er wurde vielleicht nur für eine Sitzung behalten). Wählen Sie „API-Schlüssel erneut eingeben“.
window-engine-open-failed = Das Profil konnte nicht geöffnet werden: { $reason }.

window-over-limit-title = Über Ihrem Ausgabenlimit
window-over-limit-more = { $count ->
    [one] { $count } weitere Übermittlung wartet nach dieser auf eine Antwort.
   *[other] { $count } weitere Übermittlungen warten nach dieser auf eine Antwort.
}
window-over-limit-send = Trotzdem senden
    .hint = Einmal so senden, wie sie ist; das Limit bleibt
window-over-limit-drop = Nicht senden
    .hint = Nichts wird gesendet oder berechnet; das Formular behält Ihre Eingaben
window-over-limit-where = Das Limit wird pro Profil unter Einstellungen › Ausgabenlimit festgelegt.
