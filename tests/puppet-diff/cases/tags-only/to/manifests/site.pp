node default { include base }
