include ironic
