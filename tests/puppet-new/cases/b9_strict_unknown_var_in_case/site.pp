case $ghost { undef: { notify { 'undef': } } default: { notify { 'other': } } }
