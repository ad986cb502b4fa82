node default { include app }
