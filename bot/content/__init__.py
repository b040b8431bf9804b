"""What ``/rules`` and ``/glossary`` say: Foster's laws, the topics and the words.

The prose lives in TOML files in ``bot/content/data``; ``lawbook`` and
``glossary`` load and check them at import and answer the lookups. Nothing here
knows Discord: the answers are plain text shaped to fit an embed.
"""
