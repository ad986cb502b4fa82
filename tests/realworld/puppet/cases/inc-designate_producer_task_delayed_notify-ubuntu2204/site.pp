include designate::producer_task::delayed_notify
