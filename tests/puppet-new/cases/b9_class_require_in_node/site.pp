class dep { }
node default { require dep notify { 'n': } }
