# Reference pictures: choosing, uploading and managing your own pictures, and their Settings section.

## The reference pictures of the compose form

ref-reading = Reading the picture…
# For screen readers and the thumbnail's hint: "Reference image 2".
ref-image-number = Reference image { $number }
# $name is the picture's file name.
ref-image-number-named = Reference image { $number }: { $name }
ref-remove = Remove
    .name = Remove reference image { $number }
    .hint = Remove this picture from the list
    .url-hint = Remove this image from the list
ref-url-checking = Checking the picture at this address…
# $problem says what is wrong with the picture ("3.2 MB is too large: …"), without a full stop.
ref-url-refused = The service will refuse it: { $problem }.
ref-problem = { $problem }.
# $error is a whole sentence saying what went wrong.
ref-url-unusable = GenDesk could not use this address: { $error } The service may not either.
ref-url-not-http = Only http:// and https:// addresses can be fetched by the service.
ref-url-not-full = Not a full address; start it with https://.
ref-pasted = Pasted picture
# $summary is "1920 × 1080, 2.4 MB, PNG".
ref-summary-fitted = { $summary } · smaller copy
ref-fit = Use a smaller copy
    .name = Use a smaller copy of reference image { $number }
    .hint = Upright, at most 4096 pixels on its longer side, saved as JPEG (PNG when it has transparency), under 10 MB. Your file is not changed.
ref-fit-add-again = Add the file again to make a smaller copy.
ref-uploaded = Uploaded; the link is made again before it runs out.
ref-served-here = Ready: the service fetches it from here.
ref-upload-failed = Not uploaded: { $error }
ref-upload-retry = Try again
    .name = Upload reference image { $number } again
ref-uploading = Uploading…
ref-upload-add-again = Add the file again to upload it.
# $field is the field's name ("Reference images"); $max the most pictures it takes.
ref-full = { $field } takes at most { $max } images
ref-add-picture = Add picture…
    .hint = Choose JPEG, PNG or WebP pictures on this computer (or drop them on the window)
ref-paste-picture = Paste picture
    .hint = Add the picture on the clipboard (copied from an image editor or a browser)
ref-from-results = From results…
    .hint = A picture made by the service with this profile
ref-add-url = Add image URL
    .hint = Add the address of a picture on the web
ref-count = { $count } of at most { $max }
ref-hosting-sandbox = Pictures from this computer stay on it: the offline sandbox keeps them.
# $bucket is the bucket's name; $hours how long the link works.
ref-hosting-bucket = Pictures from this computer are uploaded to your bucket “{ $bucket }” as you add them; the service gets a link that works for { $hours } h.
# $tunnel is the tunnel's address.
ref-hosting-receiver = Pictures from this computer are served by GenDesk through { $tunnel }: keep GenDesk open until the task has started.
# $arrow is an arrow symbol (the window's fonts have no "→").
ref-hosting-unset = To use pictures from this computer with this account, set up a bucket or a tunnel in Settings { $arrow } Reference pictures; image URLs work as they are.

## Reading pictures, the clipboard, checking addresses

ref-dialog-title = Choose reference pictures
ref-dialog-filter = Pictures
# Ends a sentence saying no file dialog could open.
ref-dialog-instead = drop the pictures on the window, or paste one, instead
ref-paste-nothing = The clipboard holds no picture. Copy a picture in an image editor or a browser (Copy Image), then paste again — or drop the file on the window.
ref-paste-no-clipboard = The clipboard could not be read ({ $error }). Drop the picture's file on the window instead.
ref-paste-unreadable = The clipboard's picture could not be read ({ $error }). Drop the picture's file on the window instead.
ref-paste-not-png = The pasted picture could not be saved as PNG ({ $error }).
ref-paste-not-kept = The pasted picture could not be kept in { $folder } ({ $error }); check that the folder is writable.
# Why GenDesk could not use a typed address; follows "GenDesk could not use this address:".
ref-url-too-large = it is 10 MB or larger, and references must be under 10 MB.
ref-url-nothing-local = nothing answers at this address on this computer; check the address.

## Settings → Reference pictures, once saved

ref-settings-saved = Reference pictures for “{ $profile }” are set.
# $error is a whole sentence.
ref-secret-session-only = The bucket's secret key is kept for this session only: { $error }

# $size is the picture's size, e.g. "12.4 MB"; no full stop (it is added around it).
ref-problem-too-large = { $size } is too large: references must be under 10 MB

# $format is a picture format such as GIF or BMP; no full stop.
ref-problem-other-type = { $format } pictures are not accepted; references must be JPEG, PNG or WebP
