# "Export diagnostics…" and `gendesk diagnostics`: one zip for a bug report, with no secret in it (diagnostics/).

diagnostics-saved = { $file } gespeichert ({ $size }): { $logs ->
        [one] eine Protokolldatei
       *[other] { $logs } Protokolldateien
    }, { $crashes ->
        [one] ein Absturzbericht
       *[other] { $crashes } Absturzberichte
    }, { $settings ->
        [one] eine Einstellungsdatei
       *[other] { $settings } Einstellungsdateien
    } und { $history }. Schlüssel, Passwörter und Ergebnis-Links sind nicht enthalten.
diagnostics-history-none = kein Verlauf
diagnostics-history-unreadable = der Verlauf, der nicht gelesen werden konnte (siehe about.txt)
diagnostics-history-counts = die Zahlen des Verlaufs (ohne Prompts)
diagnostics-history-prompts = die Zahlen des Verlaufs mit den Prompts { $prompts ->
        [one] der letzten Aufgabe
       *[other] der letzten { $prompts } Aufgaben
    }
diagnostics-too-large = entpackt wäre sie größer als { $limit }

err-diagnostics-is-a-folder = { $path } ist ein Ordner; geben Sie einen Dateinamen für die Diagnose an, zum Beispiel { $example }
err-diagnostics-no-folder = der Ordner { $folder } existiert nicht; speichern Sie die Diagnose in einem vorhandenen Ordner
err-diagnostics-write = die Diagnosedatei { $path } konnte nicht geschrieben werden: { $reason }; prüfen Sie, ob der Ordner beschreibbar ist und der Datenträger Platz hat, und versuchen Sie es erneut
err-diagnostics-read = die Diagnosedatei { $path } konnte nicht gelesen werden: { $reason }
