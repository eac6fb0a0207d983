-- Uploaded content is analysed by one job, upload-analysis, whose ids name the analysis: queued face and MRZ jobs
-- of earlier versions carry on under it.
UPDATE scheduled_tasks SET task_name = 'upload-analysis', task_instance = 'face:' || task_instance
WHERE task_name = 'face-analysis';
UPDATE scheduled_tasks SET task_name = 'upload-analysis', task_instance = 'mrz:' || task_instance
WHERE task_name = 'mrz-reading';
