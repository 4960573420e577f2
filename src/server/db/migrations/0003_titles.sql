CREATE TABLE "titles" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "titles_name_unique" UNIQUE("name")
);
