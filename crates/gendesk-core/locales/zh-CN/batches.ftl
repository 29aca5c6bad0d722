# Batches: the batch editor and sending, the Batches view and a batch's detail, presets.
