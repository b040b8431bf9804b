"""What the table, the bank and the admin commands say, in words. No Discord here."""
