include stdlib
