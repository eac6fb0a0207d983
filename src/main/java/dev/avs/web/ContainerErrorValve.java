package dev.avs.web;

import dev.avs.persistence.Ids;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.valves.ErrorReportValve;

/**
 * Tomcat's error report, in the contract's envelope instead of its HTML page: what the container refuses before
 * any filter or servlet runs (an encoded {@code /} or {@code %00} in the path, control bytes, oversized or too many
 * headers, a bad {@code Content-Length}, an {@code Expect} it does not meet, no {@code Host}). Installed as the
 * host's error report valve. Nothing of the request is echoed; such failures are not logged here (the container
 * logs them at debug level, without values).
 */
public class ContainerErrorValve extends ErrorReportValve {

    @Override
    protected void report(Request request, Response response, Throwable throwable) {
        int status = response.getStatus();
        if (status < 400 || response.getContentWritten() > 0 || !response.setErrorReported()) {
            return;
        }
        if (status == 501 || status == 505) {
            // an unsupported transfer coding or HTTP version is the client's doing, not a server failure
            status = 400;
            response.setStatus(status);
        }
        String requestId = RequestIdFilter.requestId(request);
        if (requestId == null) {
            requestId = Ids.newId();
        }
        String[] error = error(status);
        String json = "{\"type\":\"" + error[0] + "\",\"message\":\"" + error[1] + "\",\"errors\":[],\"request_id\":\""
                + requestId + "\"}";
        byte[] body = json.getBytes(StandardCharsets.UTF_8);
        try {
            response.resetBuffer();
            response.setContentType("application/json");
            response.setCharacterEncoding("UTF-8");
            response.setHeader(RequestIdFilter.HEADER, requestId);
            response.setContentLength(body.length);
            OutputStream out = response.getOutputStream();
            out.write(body);
            response.finishResponse();
        } catch (IOException | IllegalStateException e) {
            // the client went away, or the response was committed meanwhile: nothing more can be sent
        }
    }

    /** The envelope's type and a message for a person, by status; both constant (never from the request). */
    static String[] error(int status) {
        return switch (status) {
            case 401 -> new String[] {"unauthorized", "Send your API key as Authorization: Token <key>"};
            case 403 -> new String[] {"inactive_account", "Access is denied"};
            case 404 -> new String[] {"not_found", "Not found"};
            case 405 -> new String[] {"method_not_allowed", "Method not allowed"};
            case 408 -> new String[] {"bad_request", "The request took too long to arrive"};
            case 411 -> new String[] {"bad_request", "A request with a body needs a Content-Length"};
            case 413 -> new String[] {"payload_too_large", "The request body is too large"};
            case 414 -> new String[] {"bad_request", "The request line is too long"};
            case 415 -> new String[] {"unsupported_media_type", "The content type is not supported"};
            case 417 -> new String[] {"bad_request", "The Expect header asks for what this service does not do"};
            case 429 -> new String[] {"limit_exceeded", "Too many requests"};
            case 431 -> new String[] {"bad_request", "The request headers are too large"};
            case 503 -> new String[] {"unavailable", "The service is temporarily unavailable; retry shortly"};
            default -> status < 500 ? new String[] {"bad_request", "The request is malformed"}
                    : new String[] {"internal_server", "Something went wrong on our side"};
        };
    }
}
