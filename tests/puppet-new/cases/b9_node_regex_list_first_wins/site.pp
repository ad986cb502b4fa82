node 'other', /node$/ { notify { 'list': } }
node /^testn/ { notify { 'regex2': } }
