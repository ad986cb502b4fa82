node default { }
node default { }
