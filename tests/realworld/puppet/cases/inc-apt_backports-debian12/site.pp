include apt::backports
