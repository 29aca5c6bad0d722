# Webhooks: signing secrets, the local receiver, deliveries and their checks.
