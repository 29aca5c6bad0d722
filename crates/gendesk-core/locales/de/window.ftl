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
