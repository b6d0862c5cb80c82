-- Twilio writes a call's charge as a negative amount; calls keep it as what the call cost (the telephony bill adds costs).
UPDATE "calls" SET "price" = -"price" WHERE "price" < 0;
