# What is wrong with a model catalogue, an update feed or an update being installed, and with
# a reference picture or where it is hosted: the reasons inside the err-catalog-…,
# err-update-… and err-references-… messages, and a few sentences of their own.

## A field's default that the field itself would refuse (catalog/field_doc.rs): the $reason of
## err-catalog-field-bad-default ("field … has the default … but { $reason }"). $values is the
## field's values as a JSON list.

problem-catalog-default-text = the field holds text
problem-catalog-default-enum = it is not one of the field's values { $values }
problem-catalog-default-bool = the field is true or false
problem-catalog-default-integer = the field holds a whole number
problem-catalog-default-bounds = it is outside the field's bounds
problem-catalog-default-number = the field holds a number
problem-catalog-default-urls = the field holds a list of URLs

## The common fields of each kind (catalog/template.rs). $kind is the kind's code (image,
## video, audio); $key a field key in quotes.

problem-catalog-template-missing-field = { $kind } models lack the { $key } field
problem-catalog-template-field-twice = { $kind } models list the field { $key } twice

## The update feed and its signature (update/feed.rs, update/signature.rs, update/updater.rs):
## the $reason of err-update-malformed, err-update-signature-unreadable and
## err-update-feed-address. $found and $expected are format numbers; $limit a number of
## characters; $sha256 the value found, in quotes.

problem-catalog-feed-format = format { $found } where { $expected } was expected; a newer GenDesk may read it
problem-catalog-feed-notes-too-long = the notes are longer than { $limit } characters
# Names the file a reason is about: $what is this message's catalogue word or a package kind (update-kind-…).
problem-catalog-feed-file = { $what }: { $reason }
problem-catalog-feed-catalogue = model catalogue
problem-catalog-feed-zero-size = a size of 0 bytes
problem-catalog-feed-bad-sha256 = sha256 { $sha256 } is not 64 lowercase hex digits
problem-catalog-feed-address-scheme = it must start with https:// (or http:// to this computer)
problem-catalog-signature-not-text = it is not text
problem-catalog-signature-legacy = made in minisign's legacy mode; sign with `minisign -S` (hashed)

## The model catalogue from the update feed (update/catalog_store.rs). $path is a file; $cause
## what the system said, often in English; $why is what is wrong with the stored catalogue;
## $found and $expected are catalogue versions.

problem-catalog-stored-unreadable = { $path } could not be read ({ $cause })
problem-catalog-stored-passed-over = The updated model catalogue could not be used ({ $why }), so the built-in one is shown.
problem-catalog-update-not-utf8 = it is not UTF-8 text
problem-catalog-update-version-mismatch = it says version { $found } where the signed feed says { $expected }

## Why GenDesk does not install an update itself (update/install/mod.rs), under the update's
## notice.

problem-catalog-announce-system-package = GenDesk was installed by the system's package manager, which installs the new version.
problem-catalog-announce-not-writable = GenDesk's folder cannot be changed by this user, so the new version is installed by hand.
problem-catalog-announce-macos = On macOS the new version is installed from its disk image.
problem-catalog-announce-not-installed = This GenDesk was not installed from a package, so it cannot replace itself.

## Installing an update (update/install/tarball.rs, update/install/windows.rs): the $reason
## of err-update-install. $cause is what the system said, often in English; $why is one of the
## version messages below or the system's words; $status how the program ended, in English;
## $line what it printed, in quotes; $version the version expected.

problem-catalog-install-unpack = the archive could not be unpacked: { $cause }
problem-catalog-install-no-folder = the archive does not hold one folder with bin/gendesk
problem-catalog-install-no-start = the new version did not start ({ $why })
problem-catalog-install-version-timeout = --version did not answer within { $seconds } s
problem-catalog-install-version-exit = --version exited with { $status }
problem-catalog-install-version-wrong = it says { $line }, not version { $version }
problem-catalog-install-replace = the binary could not be replaced: { $cause }
problem-catalog-install-installer = the installer could not be started: { $cause }

## Reference pictures (references/bucket.rs, picture.rs, sandbox_upload.rs): reasons inside
## the err-references-… messages. $cause is what the system or the decoder said, often in
## English; $width and $height are numbers of pixels.

problem-catalog-bucket-endpoint = endpoint: { $cause }
problem-catalog-bucket-no-name = no bucket name
problem-catalog-bucket-read-back = a test file read back differently than it was written
problem-catalog-picture-no-pixels = its header says { $width } × { $height } pixels: it has no picture
problem-catalog-picture-too-many-pixels = { $width }×{ $height } pixels is more than GenDesk decodes
problem-catalog-sandbox-unreadable-answer = an unreadable answer ({ $cause })
problem-catalog-sandbox-no-url = an answer without a url
