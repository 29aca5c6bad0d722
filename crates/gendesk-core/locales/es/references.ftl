# Reference pictures: choosing, uploading and managing your own pictures, and their Settings section.
