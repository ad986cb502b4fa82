node /node$/ { notify { 'regex': } }
node 'testnode' { notify { 'exact': } }
