-- Words of the description searched by `q` move to a table written once per lookup: on the
-- lookups row every status change rewrote the trigram entries (a sixth of the classify path's cost).
CREATE TABLE "lookup_texts" (
    "lookup_id" CHAR(32) NOT NULL,
    "description" TEXT NOT NULL,

    CONSTRAINT "lookup_texts_pkey" PRIMARY KEY ("lookup_id"),
    CONSTRAINT "lookup_texts_lookup_id_fkey" FOREIGN KEY ("lookup_id") REFERENCES "lookups"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

INSERT INTO "lookup_texts" ("lookup_id", "description") SELECT "id", "description" FROM "lookups";

DROP INDEX IF EXISTS "lookups_description_trgm";
CREATE INDEX "lookup_texts_description_trgm" ON "lookup_texts" USING gin ("description" gin_trgm_ops);
