node /^web(\d+)\.(\w+)$/ { notify { "web-${1}-${2}": } }
node default { notify { 'default': } }
