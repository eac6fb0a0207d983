-- Callback deliveries get a task table (and a db-scheduler with workers) of their own: a receiver that answers
-- slowly must never hold the workers that verification runs need. Waiting and running deliveries move over.
CREATE TABLE callback_tasks (
    task_name            VARCHAR(100) NOT NULL,
    task_instance        VARCHAR(200) NOT NULL,
    task_data            BYTEA,
    execution_time       TIMESTAMP WITH TIME ZONE NOT NULL,
    picked               BOOLEAN NOT NULL,
    picked_by            VARCHAR(100),
    last_success         TIMESTAMP WITH TIME ZONE,
    last_failure         TIMESTAMP WITH TIME ZONE,
    consecutive_failures INTEGER,
    last_heartbeat       TIMESTAMP WITH TIME ZONE,
    version              BIGINT NOT NULL,
    priority             SMALLINT,
    PRIMARY KEY (task_name, task_instance)
);
CREATE INDEX callback_tasks_execution_time ON callback_tasks (execution_time);
CREATE INDEX callback_tasks_last_heartbeat ON callback_tasks (last_heartbeat);
CREATE INDEX callback_tasks_priority_time ON callback_tasks (priority, execution_time);

INSERT INTO callback_tasks SELECT * FROM scheduled_tasks WHERE task_name LIKE 'webhook-%';
DELETE FROM scheduled_tasks WHERE task_name LIKE 'webhook-%';
