include cloudkitty::fetcher::keystone
