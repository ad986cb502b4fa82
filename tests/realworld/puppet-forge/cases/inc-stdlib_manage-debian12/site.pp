include stdlib::manage
