include redis::sentinel
