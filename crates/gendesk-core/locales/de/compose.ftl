# The Compose view: model picker, the model's form, advanced settings, submitting, recent prompts.
