-- POST /applicants with a typical person body; the Authorization header comes from the command line.
wrk.method = "POST"
wrk.body = '{"type":"PERSON","first_name":"Anna","last_name":"Lee","dob":"1990-01-01","residence_country":"GB","email":"anna@example.com"}'
wrk.headers["Content-Type"] = "application/json"
