node default {
  case $facts['kernel'] { 'Linux': { notify { 'linux': } } default: { notify { 'other': } } }
}
