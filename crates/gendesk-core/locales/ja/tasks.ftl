# Tasks: the Activity view, a task's detail and results, live progress, jobs.
