# Was GenDesk zu jedem empfangenen Webhook und Callback festhält, zu lesen in der Ansicht
# Webhooks (engine/delivery_flow.rs), und wie eine vom Ausgabenlimit zurückgehaltene Übermittlung
# heißt (engine/spending.rs).

## Was mit einer Zustellung geschah. $task_id ist die Aufgaben-ID des Dienstes; $state ist ein
## Aufgabenzustand in den Worten der Aufgabenansichten (task-state-…) oder das Wort des Dienstes
## für einen neueren; $error ist eine Fehlermeldung.

delivery-not-verified = Nichts geändert: Nur geprüfte Webhooks werden verarbeitet.
delivery-duplicate-action = Nichts geändert: Die erste Zustellung dieses Ereignisses wurde bereits verarbeitet.
delivery-no-such-task = Nichts geändert: In diesem Profil ist keine Aufgabe { $task_id } verzeichnet.
delivery-not-final = Nichts geändert: Der Webhook meldet „{ $state }“, und das ist kein Endzustand.
delivery-became-final = Aufgabe { $task_id } anhand dieses Webhooks als „{ $state }“ markiert, ohne auf die nächste Statusabfrage zu warten.
delivery-already-final = Nichts Neues: Aufgabe { $task_id } war bereits „{ $state }“ (eine Statusabfrage war schneller).
delivery-updated = Aufgabe { $task_id } anhand dieses Webhooks aktualisiert ({ $state }).
delivery-not-applied = Nicht übernommen: { $error }. Die Aufgabe wird weiter per Statusabfrage verfolgt.
delivery-callback-no-task = Nichts getan: In diesem Profil ist keine Aufgabe { $task_id } verzeichnet.
delivery-callback-checking = Den Dienst sofort nach dem Status von Aufgabe { $task_id } gefragt. Callbacks tragen keine Signatur, daher übernimmt GenDesk ihren Inhalt nie als Ergebnis.
delivery-callback-already-final = Nichts abzufragen: Aufgabe { $task_id } ist bereits in einem Endzustand. Callbacks tragen keine Signatur, daher wird ihr Inhalt nie als Ergebnis übernommen.
delivery-callback-not-scheduled = Die Statusabfrage konnte nicht eingeplant werden: { $error }.
delivery-callback-unreadable-action = Nichts geändert.

## Warum eine Zustellung ihr Urteil bekam. $reason ist das Ergebnis der Signaturprüfung (ein
## ganzer Satz, „Signatur bestätigt.“); $event_id ist die Ereignis-ID des Webhooks; $first die
## Nummer der Zustellung, die das Ereignis zuerst brachte.

delivery-webhook-unreadable = { $reason } Der Inhalt ist kein Stapel-Webhook, den diese GenDesk-Version lesen kann, daher wurde nichts damit gemacht; die Aufgabe wird weiter per Statusabfrage verfolgt.
delivery-callback-unreadable = Der Inhalt ist kein Aufgaben-Callback (ein Umschlag, dessen data ein Aufgabendatensatz ist), daher wurde nichts damit gemacht.
delivery-callback = Callback einer Aufgabe für Aufgabe { $task_id } (meldet „{ $state }“). Callbacks tragen in dieser Schnittstelle keine Signatur, daher löst er nur eine Statusabfrage aus.
delivery-duplicate = Ereignis { $event_id } wurde bereits empfangen (Zustellung #{ $first }); diese Kopie ist eine Wiederholung oder ein erneutes Einspielen. { $reason }

## Eine vom Ausgabenlimit zurückgehaltene Übermittlung in Worten: das $what der
## core-limit-…-Meldungen (am Satzanfang wird der erste Buchstabe großgeschrieben). $model ist
## eine Modell-ID; $count, $items und $batches sind Zahlen.

delivery-held-task = 1 Aufgabe mit { $model }
delivery-held-comparison = { $count ->
        [one] { $count } Aufgabe mit einem Modell
       *[other] { $count } Aufgaben mit mehreren Modellen
    }
delivery-held-batch = ein Stapel mit { $items ->
        [one] { $items } Eintrag
       *[other] { $items } Einträgen
    } für { $model }
delivery-held-run = { $batches } Stapel für { $model } mit { $items ->
        [one] { $items } Eintrag
       *[other] { $items } Einträgen
    }
delivery-held-command = ein Befehl
