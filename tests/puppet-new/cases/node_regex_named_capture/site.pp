node /^(?<role>[a-z]+)node$/ { notify { 'm': message => "role ${1}" } }
