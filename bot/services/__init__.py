"""The services: tables, the banker, limits, records, the audit. They know no Discord."""
