class m { }
node 'x' { }
