if defined('$nothere') { notify { 'yes': } } else { notify { 'no': } }
