package dev.avs.reading;

import dev.avs.reference.CardNumbers;
import java.util.Optional;
import org.springframework.stereotype.Component;

/**
 * The words printed on a photo of a page that has no MRZ (a bank statement photographed, a payment card), read with
 * the visual zone's general model: what the FINANCIAL check looks for the holder's name and dates in.
 */
@Component
public class PrintedText {

    private final DocumentReaderOnFirstUse reader;

    PrintedText(DocumentReaderOnFirstUse reader) {
        this.reader = reader;
    }

    /**
     * The words in reading order, joined by spaces, card numbers masked ({@link CardNumbers#masked}: a payment
     * card's photo shows its number, and no reader of this text needs it whole); empty when reading is off here or
     * the photo does not decode.
     */
    public Optional<String> of(byte[] photo) {
        return reader.get().flatMap(engine -> engine.printedText(photo)).map(CardNumbers::masked);
    }
}
