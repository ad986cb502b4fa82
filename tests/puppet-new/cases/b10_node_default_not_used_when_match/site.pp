node default { notify { 'default': } }
node 'testnode' { notify { 'exact': } }
