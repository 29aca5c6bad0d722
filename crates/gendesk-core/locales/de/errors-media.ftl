# Errors of media previews: audio decoding and playback, playable results, image decoding and `gendesk probe`.

## Audio that cannot be decoded or played (media/audio/error.rs).

err-audio-empty = diese Audiodatei ist leer (0 Bytes); der Download ist möglicherweise fehlgeschlagen, laden Sie sie also erneut herunter
err-audio-too-large = diese Audiodatei ist zu groß, um sie hier abzuspielen ({ $mib } MiB; die Grenze liegt bei { $max_mib } MiB); laden Sie sie herunter und öffnen Sie sie in einem Musikplayer
err-audio-too-long = diese Audiodatei ist zu lang, um sie hier abzuspielen (mehr als { $minutes } Minuten); laden Sie sie herunter und öffnen Sie sie in einem Musikplayer
err-audio-unsupported-format = diese Datei ist kein Audio, das GenDesk abspielen kann (WAV, MP3, FLAC, OGG/Vorbis oder M4A/AAC); laden Sie sie herunter und öffnen Sie sie in einem anderen Player
err-audio-unsupported-codec = diese Audiodatei verwendet einen Codec, den GenDesk nicht abspielen kann ({ $codec }); laden Sie sie herunter und öffnen Sie sie in einem anderen Player
err-audio-damaged = diese Audiodatei konnte nicht decodiert werden ({ $reason }); die Datei ist möglicherweise beschädigt oder unvollständig, laden Sie sie also erneut herunter
err-audio-truncated = diese Audiodatei endet zu früh (nur { $decoded } s von { $expected } s konnten gelesen werden); der Download ist möglicherweise unvollständig, laden Sie sie also erneut herunter
err-audio-no-device = Es wurde keine Tonausgabe gefunden ({ $reason }); Musik kann auf diesem Computer nicht abgespielt werden, Sie können sie aber trotzdem herunterladen.
err-audio-player-stopped = der Audioplayer funktioniert nicht mehr ({ $reason }); schließen Sie die Vorschau und öffnen Sie sie erneut, oder starten Sie GenDesk neu

## Result files that cannot be played (media/playable.rs).

err-playable-not-media = diese Datei ({ $kind }) ist weder ein Ton noch ein Video, das GenDesk abspielen kann; verwenden Sie „Im System-Player öffnen“ oder „Herunterladen“
err-playable-text = der Server hat statt der Ergebnisdatei einen Text oder eine Webseite gesendet; der Link ist möglicherweise abgelaufen oder der Dienst hat Störungen, versuchen Sie es später erneut

## Images that cannot be shown (media/decode.rs).

err-decode-unknown-format = diese Datei ist kein Bild, das GenDesk anzeigen kann (PNG oder JPEG)
err-decode-too-large = dieses Bild ist zu groß für eine Vorschau (mehr als { $max_side } Pixel pro Seite oder { $max_mib } MiB an Pixeldaten); laden Sie es herunter und öffnen Sie es in einem Bildbetrachter
err-decode-damaged = dieses Bild konnte nicht decodiert werden ({ $reason }); es ist möglicherweise beschädigt oder unvollständig

## `gendesk probe` (media/probe.rs).

err-probe-io = { $path } kann nicht gelesen werden: { $cause }; prüfen Sie den Pfad und ob die Datei lesbar ist
