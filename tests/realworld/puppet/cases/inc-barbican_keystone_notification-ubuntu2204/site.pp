include barbican::keystone::notification
