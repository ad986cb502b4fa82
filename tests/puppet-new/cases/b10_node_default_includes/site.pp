class base { notify { 'base': } }
class web { include base notify { 'web': } }
node default { include base include web }
