CREATE TABLE "todo_task_removal" (
	"user_id" uuid NOT NULL,
	"task_id" text NOT NULL,
	"task_type" text NOT NULL,
	"task" jsonb NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "todo_task_removal_user_id_task_id_pk" PRIMARY KEY("user_id","task_id")
);
