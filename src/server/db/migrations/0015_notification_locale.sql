-- The language a passenger reads the app in: e-mails and push messages are written in it.
ALTER TABLE "notification_preferences" ADD COLUMN "locale" text;
